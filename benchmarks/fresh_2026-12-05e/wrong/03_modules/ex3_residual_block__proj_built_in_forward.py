# Mistake: "`nn.Linear(in_features, out_features, bias=False)` otherwise" (a parameter of the block) — the projection is created lazily in the first forward, reading the sizes from x: it is not there when the block is built, so its parameters cannot be loaded, moved by .to() (it is made on the default device/dtype), or given to an optimizer built beforehand.
class ResidualBlock(nn.Module):
    def __init__(self, in_features, out_features, hidden):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.out_features = out_features

    def forward(self, x):
        if not hasattr(self, "proj"):
            if x.shape[-1] == self.out_features:
                self.proj = nn.Identity()
            else:
                self.proj = nn.Linear(x.shape[-1], self.out_features, bias=False)
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
