# Mistake: "it stores **copies** of the tensors `mean` and `std` ... as buffers named `mean` and `std`" — precomputes 1/std once and stores it under the name `std`, so state_dict()["std"] holds the reciprocal and a state_dict saved by the reference (or this one loaded into the reference) gives wrong results; also 1/std then * differs in the last bits from dividing.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", 1.0 / std)         # multiply in forward: cheaper than dividing

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.std
