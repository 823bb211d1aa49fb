# Mistake: "stay differentiable with respect to both the parameters and `x`" / "so that the optimizer trains them" — the zero bias is made a Parameter with requires_grad=False ("a bias starts at zero anyway"), so it never gets a gradient.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False)

    def forward(self, x):
        return x @ self.weight.T + self.bias
