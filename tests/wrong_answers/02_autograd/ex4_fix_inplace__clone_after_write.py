# Diagnosis: still-inplace
# Pitfall: clones after the in-place write; sigmoid's saved output has already been overwritten.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g *= self.scale
        g = g.clone()
        out = h * g
        out += x
        return torch.relu_(out)
