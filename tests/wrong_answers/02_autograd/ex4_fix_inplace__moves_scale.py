# Diagnosis: forward-changed
# Pitfall: avoids the write by applying scale at the end, after the residual and the ReLU.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        out = h * g
        out += x
        return torch.relu_(out) * self.scale
