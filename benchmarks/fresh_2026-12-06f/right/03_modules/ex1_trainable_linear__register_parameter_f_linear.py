# Right: register_parameter with the exact names, values from torch.randn (global RNG, default dtype/device) scaled by in_features**-0.5, and F.linear, which computes x @ weight.T + bias for any number of leading dimensions and any layout.
import torch.nn.functional as F

class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5))
        self.register_parameter("bias", nn.Parameter(torch.zeros(out_features)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
