# Mistake: "a `.clone()` *after* the write is too late" — sigmoid's saved output is already overwritten, backward still fails
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
