# Mistake: "on inputs of shape (batch, dim) and (batch, seq, dim) ... x may have any number of leading dimensions" — fixes the culprit but rewrites the projections with torch.addmm, which only takes 2-D inputs.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = torch.addmm(self.proj.bias, x, self.proj.weight.t())
        h += 1.0
        g = torch.sigmoid(torch.addmm(self.gate.bias, x, self.gate.weight.t()))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
