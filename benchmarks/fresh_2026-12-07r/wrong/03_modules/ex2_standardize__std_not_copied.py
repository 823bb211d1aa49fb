# Mistake: "stores **copies** of the tensors `mean` and `std`" — only mean is cloned; std is registered as the caller's own tensor, so an in-place change to the caller's std changes the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
