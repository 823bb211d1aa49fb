# Mistake: "create them in the default dtype ... (no `dtype=` or `device=`), so that `torch.set_default_dtype` ... apply" — dtype=torch.float32 is hard-coded, so under set_default_dtype(torch.float64) the layer is still float32.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features, dtype=torch.float32)
                                   / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
