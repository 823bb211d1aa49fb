# Mistake: "differentiable with respect to both the parameters and `x` (leave `x` itself unchanged)" — to be sure x is left unchanged it works on x.detach().clone(), so no gradient ever reaches an x that requires grad (and under a caller's grad the result still requires grad through the parameters, hiding it).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.detach().clone()                         # never touch the caller's tensor
        return x @ self.weight.T + self.bias
