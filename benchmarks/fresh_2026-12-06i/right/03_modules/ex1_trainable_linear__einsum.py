# Right: forward as an einsum over the last axis ('...i,oi->...o') plus the bias, which handles none, one or several leading dims directly; parameters built with register_parameter.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features)))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
