# Right: registers the two parameters explicitly with register_parameter (same effect as attribute assignment of an nn.Parameter) and computes the product with einsum over the last dimension ('...i,oi->...o'), which handles (I,), (N, I) and (B, N, I), any layout, sizes 0 and 1, and stays differentiable.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features).div(math.sqrt(in_features))))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
