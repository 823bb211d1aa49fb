# Mistake: "a weight ... drawn from torch.randn and divided by sqrt(in_features) (so its standard deviation is 1/sqrt(in_features); draw from the global random generator, as nn.Linear does" — "as nn.Linear does" read as "initialise as nn.Linear does": kaiming_uniform_(a=sqrt(5)) draws uniformly within ±1/sqrt(in_features), whose standard deviation is 1/sqrt(3 * in_features), not 1/sqrt(in_features)
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
