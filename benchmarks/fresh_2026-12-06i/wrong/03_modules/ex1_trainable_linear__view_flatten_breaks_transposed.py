# Mistake: "for any number of leading batch dimensions (none, one or several ...), whatever the input's memory layout" — flattens the leading dimensions with .view(-1, in_features), which raises on a non-contiguous (B, S, I) input such as torch.randn(B, I, S).transpose(1, 2) or torch.randn(S, B, I).transpose(0, 1) (2-D inputs happen to pass).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        flat = x.view(-1, self.in_features)            # one matrix product for all leading dims
        out = torch.addmm(self.bias, flat, self.weight.T)
        return out.view(*lead, self.out_features)
