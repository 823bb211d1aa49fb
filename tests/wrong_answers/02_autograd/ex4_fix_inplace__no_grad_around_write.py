# Diagnosis: still-inplace
# Pitfall: hides the write from autograd with no_grad; the version counter still counts it.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        with torch.no_grad():
            g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
