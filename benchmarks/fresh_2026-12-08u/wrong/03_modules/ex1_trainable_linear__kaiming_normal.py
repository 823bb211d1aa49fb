# Mistake: "drawn from `torch.randn` and divided by `sqrt(in_features)` (so its standard deviation is `1/sqrt(in_features)`)": nn.init.kaiming_normal_ with its defaults (leaky_relu gain sqrt(2), fan_in) gives a standard deviation of sqrt(2 / in_features), sqrt(2) times too wide, for every size.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.kaiming_normal_(self.weight)           # "the fan_in-scaled normal"
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
