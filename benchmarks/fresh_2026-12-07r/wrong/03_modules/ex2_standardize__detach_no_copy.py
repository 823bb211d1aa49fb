# Mistake: "stores **copies** of the tensors ... `.detach()` alone is no copy: it shares the caller's memory" — registers mean.detach()/std.detach(), so changing the caller's tensors in place later changes the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach())
        self.register_buffer("std", std.detach())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
