# Diagnosis: still-inplace
# Pitfall: copies the broken forward unchanged; g *= scale still overwrites sigmoid's saved output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g *= self.scale
        out = h * g
        out += x
        return torch.relu_(out)
