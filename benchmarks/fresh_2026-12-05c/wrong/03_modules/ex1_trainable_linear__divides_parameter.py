# Mistake: "Both must be parameters, named exactly `weight` and `bias`" — dividing the Parameter after wrapping gives a plain non-leaf tensor, so weight is not registered and never trained
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features)) / math.sqrt(in_features)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
