# Right: scales the draw with an in-place div_ before wrapping it, and writes forward as torch.matmul(x, weight.mT).add(bias).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        weight = torch.randn(out_features, in_features)
        weight.div_(math.sqrt(in_features))
        self.weight = nn.Parameter(weight)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.matmul(x, self.weight.mT).add(self.bias)
