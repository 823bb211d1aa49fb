# Right: flattens any leading dims with reshape (copies only when it must), computes one torch.addmm and reshapes back; the weight is scaled in place with mul_ before wrapping.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features).mul_(in_features ** -0.5))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.reshape(-1, self.in_features)
        out = torch.addmm(self.bias, flat, self.weight.t())
        return out.reshape(*lead, self.out_features)
