# Mistake: "dtype and device: float32, or float64 once the layer is converted with `.to()`." — forward casts the input and the parameters with .float() "so that any input works", so a layer converted to float64 with a float64 input returns float32 (and its gradients pass through float32 precision).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.float() @ self.weight.float().T + self.bias.float()
