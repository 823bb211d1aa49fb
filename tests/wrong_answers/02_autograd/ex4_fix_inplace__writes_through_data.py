# Diagnosis: graph-cut
# Pitfall: writes through .data, which skips the version check: no error, silently wrong gradients.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g.data *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
