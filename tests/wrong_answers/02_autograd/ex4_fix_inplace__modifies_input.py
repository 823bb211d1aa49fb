# Diagnosis: input-modified
# Pitfall: gate fixed, but the residual sum is written into the caller's x in place.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        x += h * g
        return torch.relu(x)
