# Mistake: "in float32 or float64 once the layer is converted with .to()" — casts the input to float32, which fails (or loses precision) once the layer is float64.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.float() @ self.weight.T + self.bias
