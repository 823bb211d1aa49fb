# Mistake: "create them in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` ... apply": pins dtype=torch.float32, so under torch.set_default_dtype(torch.float64) the layer is still float32.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features, dtype=torch.float32) / in_features ** 0.5
        self.weight = nn.Parameter(w)
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
