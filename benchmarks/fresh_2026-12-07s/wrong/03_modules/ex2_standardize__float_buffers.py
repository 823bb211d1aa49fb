# Mistake: "stores **copies** of the tensors `mean` and `std`" / "in float32 or float64": .float() turns float64 statistics into float32 buffers, so state_dict() holds float32 and the float64 result loses precision.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone().float())
        self.register_buffer("std", std.detach().clone().float())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
