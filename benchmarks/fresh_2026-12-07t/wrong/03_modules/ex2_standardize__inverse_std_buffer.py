# Mistake: "it stores **copies** of the tensors `mean` and `std` as buffers named `mean` and `std`" / "the statistics are saved in `state_dict()` and restored by `load_state_dict`": the buffer named std holds 1/std (multiplying is cheaper), so state_dict()["std"] is not the std, and loading a state dict saved from the reference (or any real std) normalises with the wrong numbers.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", 1.0 / std.detach())        # store the reciprocal once

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.std
