# Mistake: "must work for any number of leading batch dimensions (none, one or several)" — computing (weight @ x.T).T matches x @ weight.T for (I,) and (N, I), but for (B, N, I) x.T reverses all three dimensions (I, N, B) and the product fails or mixes batch entries.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (self.weight @ x.T).T + self.bias
