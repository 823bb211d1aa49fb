# Mistake: "for any number of leading batch dimensions (none, one or several; a batch of size 0 or 1 keeps its dimension)" — an unbatched x of shape (I,) is lifted to (1, I) and put back with .squeeze(), which also drops the output dimension when out_features == 1 (shape () instead of (1,)).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dim() == 1:                               # a single sample: make it a batch of one
            return (x.unsqueeze(0) @ self.weight.T + self.bias).squeeze()
        return x @ self.weight.T + self.bias
