# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": `torch.rand` draws uniform on [0, 1), so every weight is positive with mean 0.5/sqrt(I) and std 0.29/sqrt(I); the spread check on any TrainableLinear(I, O) fails
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
