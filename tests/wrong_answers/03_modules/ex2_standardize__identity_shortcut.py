# Diagnosis: domain-result-aliases-input
# Mistake: "inputs on the meta device: the result's device, shape and dtype as the reference's" and "returns (x - mean) / std ... as a new tensor" — a shortcut reads the buffers' values to skip identity statistics: bool(...) of a meta tensor raises (a host sync on a GPU), and for mean 0, std 1 forward returns x itself, a result that aliases the caller's tensor
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if bool((self.mean == 0).all()) and bool((self.std == 1).all()):
            return x
        return (x - self.mean) / self.std
