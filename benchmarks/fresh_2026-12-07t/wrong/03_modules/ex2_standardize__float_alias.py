# Mistake: "it stores **copies** of the tensors `mean` and `std`" and "`x`, `mean` and `std` of the same dtype" (float32 or float64): .float() is no copy for a float32 tensor (the buffer is the caller's tensor, so changing it later changes the module) and turns float64 statistics into float32 ones.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.float())     # statistics as float tensors
        self.register_buffer("std", std.float())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
