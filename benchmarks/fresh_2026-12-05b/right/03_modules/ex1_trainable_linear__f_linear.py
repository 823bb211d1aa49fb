# Right: parameters from torch.randn / sqrt and torch.zeros in the default dtype and device; forward with F.linear.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        scale = 1.0 / math.sqrt(in_features)
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * scale)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
