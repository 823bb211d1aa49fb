# Mistake: "for any number of leading batch dimensions (none, ...)": torch.atleast_2d turns an unbatched x of shape (I,) into (1, I) and the result comes back as (1, O) instead of (O,).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = torch.atleast_2d(x)          # make sure there is a batch dimension
        return x @ self.weight.T + self.bias
