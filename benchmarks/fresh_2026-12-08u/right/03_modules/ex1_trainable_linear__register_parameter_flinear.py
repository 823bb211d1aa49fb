# Right: parameters created through register_parameter, the scaling done in place under no_grad after wrapping, and forward by F.linear.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features)))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))
        with torch.no_grad():
            self.weight.div_(math.sqrt(in_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
