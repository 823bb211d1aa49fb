# Mistake: "for any number of leading batch dimensions (none, ...)": an unbatched x of shape (I,) is given a batch dimension that is never removed, so the output is (1, O) instead of (O,)
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dim() == 1:
            x = x.unsqueeze(0)          # treat a single sample as a batch of one
        return x @ self.weight.T + self.bias
