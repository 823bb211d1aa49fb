# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)`" -- it divides by sqrt(out_features), so e.g. TrainableLinear(4, 1) has a weight std of 1 instead of 1/2 (the spread the tests check).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(out_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
