# Mistake: "it stores **copies** of the tensors `mean` and `std` (so that changing the caller's tensors later does not change the module)" — .contiguous() is used as the "copy", but it returns the very same tensor when the input is already contiguous (always for 0-d, (C,1,1) or (W,) statistics), so an in-place change of the caller's mean/std later changes the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.contiguous())   # own, contiguous storage
        self.register_buffer("std", std.contiguous())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
