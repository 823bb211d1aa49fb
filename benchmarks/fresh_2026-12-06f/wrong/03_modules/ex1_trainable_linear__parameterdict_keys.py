# Mistake: "Both must be parameters, named exactly `weight` and `bias` (not inside a submodule)" — kept in an nn.ParameterDict, so they train, but named `params.weight` / `params.bias` in state_dict() and named_parameters(), and `layer.weight` does not exist.
import math

class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.params = nn.ParameterDict({
            "weight": nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features)),
            "bias": nn.Parameter(torch.zeros(out_features)),
        })

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.params["weight"].T + self.params["bias"]
