# Right: uses an in-place ReLU on fc1's fresh output and adds the skip in place into the branch's own new tensor (never into x), with torch.relu_ instead of F.relu
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        if in_features != out_features:
            self.proj = nn.Linear(in_features, out_features, bias=False)
        else:
            self.proj = nn.Identity()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.fc2(torch.relu_(self.fc1(x)))   # both are new tensors made here
        out += self.proj(x)                        # adds into out, reads x
        return out
