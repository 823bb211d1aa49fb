# Mistake: "it stores **copies** of the tensors `mean` and `std` (so that changing the caller's tensors later does not change the module)": torch.as_tensor returns the caller's tensor itself when it already is one, so an in-place change to the caller's mean changes the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", torch.as_tensor(mean))
        self.register_buffer("std", torch.as_tensor(std))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
