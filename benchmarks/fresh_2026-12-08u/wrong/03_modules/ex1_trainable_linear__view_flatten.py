# Mistake: "for any number of leading batch dimensions ... whatever the input's memory layout": the leading dimensions are flattened with x.view(-1, in_features), which raises for a transposed or otherwise non-contiguous (N, I) or (B, S, I) input ("view size is not compatible with input tensor's size and stride").
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        flat = x.view(-1, self.in_features)
        out = flat @ self.weight.T + self.bias
        return out.view(*x.shape[:-1], self.out_features)
