"""The customer's own data: profile and saved address."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.account.repository import UserRepository
from bakery_shared.errors import NotFound, ValidationFailed
from bakery_shared.models import User, UserAddress

from .repository import AddressRepository
from .schemas import AddressInformation, AddressUpdate, ContactInformation, ProfileUpdate

EMAIL_LOCKED = "Adresa de e-mail nu poate fi schimbată."
ACCOUNT_GONE = "Contul nu mai există."


class AccountService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _user(self, user_id: int) -> User:
        user = await UserRepository(self.session).get(user_id)
        if user is None:
            raise NotFound(ACCOUNT_GONE)
        return user

    async def contact_information(self, user_id: int) -> ContactInformation:
        user = await self._user(user_id)
        return ContactInformation.model_validate(user)

    async def update_profile(self, user_id: int, data: ProfileUpdate) -> ContactInformation:
        user = await self._user(user_id)
        if data.emailAddress != user.email:
            raise ValidationFailed(errors={"emailAddress": EMAIL_LOCKED})
        user.first_name, user.last_name, user.phone_number = data.firstName, data.lastName, data.phoneNumber
        await self.session.flush()
        return await self.contact_information(user_id)

    async def address_information(self, user_id: int) -> AddressInformation:
        address = await AddressRepository(self.session).saved_address(user_id)
        if address is None:
            return AddressInformation()
        return AddressInformation.model_validate(address)

    async def update_address(self, user_id: int, data: AddressUpdate) -> AddressInformation:
        addresses = AddressRepository(self.session)
        address = await addresses.saved_address(user_id) or await addresses.add(
            UserAddress(user_id=user_id, street_address="", street_number_address="", city_address="")
        )
        address.street_address = data.streetAddress
        address.street_number_address = data.streetNumberAddress
        address.city_address = data.cityAddress
        address.county_address = data.countyAddress
        address.building_number = data.buildingNumber
        address.apartment_number = data.appartmentNumber
        address.phone_number = data.phoneNumber
        await self.session.flush()
        return await self.address_information(user_id)
