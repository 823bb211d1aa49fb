# Mistake: "drawn from torch.randn and divided by sqrt(in_features) (so its standard deviation is 1/sqrt(in_features))": copies nn.Linear's reset_parameters (kaiming_uniform_ with a=sqrt(5)), a uniform draw whose std is 1/sqrt(3*in_features), about 0.58x the required spread for any in_features.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))   # "as nn.Linear does"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
