# Mistake: "divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)" — divides by sqrt(out_features), the fan-out; wrong spread whenever in_features != out_features (e.g. TrainableLinear(4, 1)).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(out_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
