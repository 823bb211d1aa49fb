# Mistake: "stores copies of the tensors mean and std ... as buffers named mean and std": the buffer named std holds 1/std (precomputed to multiply instead of divide), so state_dict()["std"] is wrong and a state_dict loaded from a correct Standardize (or saved by this one into another) gives wrong outputs
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", 1.0 / std)       # store the reciprocal: multiplying is cheaper

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.std
