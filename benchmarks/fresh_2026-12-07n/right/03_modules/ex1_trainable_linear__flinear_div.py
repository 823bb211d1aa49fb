# Right: builds the weight with an in-place `div_` on the fresh randn draw (still one Parameter) and computes forward with F.linear instead of `x @ weight.T + bias`
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features).div_(math.sqrt(in_features)))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
