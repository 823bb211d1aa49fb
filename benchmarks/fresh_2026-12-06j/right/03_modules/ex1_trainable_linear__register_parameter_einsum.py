# Right: registers with register_parameter, scales the plain tensor in place with mul_(1/sqrt(in)) before wrapping it, and computes the output with einsum over the last dimension instead of x @ weight.T + bias.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        weight = torch.randn(out_features, in_features)
        weight.mul_(1.0 / math.sqrt(in_features))
        self.register_parameter("weight", nn.Parameter(weight))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("...i,oi->...o", x, self.weight) + self.bias
