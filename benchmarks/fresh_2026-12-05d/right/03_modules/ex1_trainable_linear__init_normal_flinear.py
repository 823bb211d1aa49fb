# Right: the parameters are allocated with torch.empty/torch.zeros (default dtype and device), the weight filled in place by nn.init.normal_ with std 1/sqrt(in_features) (the same distribution as randn / sqrt(in)); forward is F.linear, which is x @ weight.T + bias for any number of leading dimensions.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.normal_(self.weight, mean=0.0, std=in_features ** -0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
